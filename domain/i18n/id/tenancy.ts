/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: 'Perguruan tinggi: %{name}',
      all: 'Semua perguruan tinggi',
    },
  },
};

export default tenancy;
