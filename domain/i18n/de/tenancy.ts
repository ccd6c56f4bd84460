/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'Hochschule: %{name}',
      all: 'Alle Hochschulen',
    },
  },
};

export default tenancy;
