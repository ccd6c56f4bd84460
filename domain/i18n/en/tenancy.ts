/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'University: %{name}',
      all: 'All universities',
    },
  },
};

export default tenancy;
