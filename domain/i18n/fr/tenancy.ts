/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'Université : %{name}',
      all: 'Toutes les universités',
    },
  },
};

export default tenancy;
