/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'الجامعة: %{name}',
      all: 'كل الجامعات',
    },
  },
};

export default tenancy;
