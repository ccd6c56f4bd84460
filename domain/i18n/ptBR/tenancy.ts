/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'Universidade: %{name}',
      all: 'Todas as universidades',
    },
  },
};

export default tenancy;
