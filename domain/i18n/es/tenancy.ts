/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'Universidad: %{name}',
      all: 'Todas las universidades',
    },
  },
};

export default tenancy;
