/** The company staff's university switcher in the header (src/layout/UniversitySwitcher.tsx). */
const tenancy = {
  app: {
    tenancy: {
      label: '高校：%{name}',
      all: '全部高校',
    },
  },
};

export default tenancy;
