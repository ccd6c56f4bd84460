/**
 * The sponsor plugin's words in Wisuda's other languages (its declarations are written in English):
 * by language code, the texts of its labels.
 */
const words = (w: {
  sponsors: string;
  name: string;
  website: string;
  logo: string;
  event: string;
  amount: string;
  tier: string;
  guardian: string;
  committee: string;
  report: string;
}) => ({
  resources: {
    sponsor: {
      label: w.sponsors,
      fields: {
        nama: w.name,
        situs: w.website,
        logo: w.logo,
        acara_id: w.event,
        nilai: w.amount,
        tingkat: w.tier,
      },
    },
  },
  extend: { mahasiswa: { fields: { nama_wali: w.guardian } } },
  roles: { panitia: w.committee },
  pages: { '/menu/laporan-sponsor': w.report },
});

export const WORDS = {
  id: words({
    sponsors: 'Sponsor',
    name: 'Nama',
    website: 'Situs',
    logo: 'Logo',
    event: 'Acara',
    amount: 'Nilai',
    tier: 'Tingkat',
    guardian: 'Nama Wali',
    committee: 'Panitia',
    report: 'Laporan Sponsor',
  }),
  ar: words({
    sponsors: 'الرعاة',
    name: 'الاسم',
    website: 'الموقع الإلكتروني',
    logo: 'الشعار',
    event: 'الفعالية',
    amount: 'المبلغ',
    tier: 'الفئة',
    guardian: 'ولي الأمر',
    committee: 'اللجنة',
    report: 'تقرير الرعاة',
  }),
  fr: words({
    sponsors: 'Sponsors',
    name: 'Nom',
    website: 'Site web',
    logo: 'Logo',
    event: 'Événement',
    amount: 'Montant',
    tier: 'Niveau',
    guardian: 'Tuteur',
    committee: 'Comité',
    report: 'Rapport des sponsors',
  }),
  de: words({
    sponsors: 'Sponsoren',
    name: 'Name',
    website: 'Website',
    logo: 'Logo',
    event: 'Veranstaltung',
    amount: 'Betrag',
    tier: 'Stufe',
    guardian: 'Erziehungsberechtigte Person',
    committee: 'Komitee',
    report: 'Sponsorenbericht',
  }),
  es: words({
    sponsors: 'Patrocinadores',
    name: 'Nombre',
    website: 'Sitio web',
    logo: 'Logotipo',
    event: 'Evento',
    amount: 'Importe',
    tier: 'Nivel',
    guardian: 'Tutor',
    committee: 'Comité',
    report: 'Informe de patrocinadores',
  }),
  'pt-BR': words({
    sponsors: 'Patrocinadores',
    name: 'Nome',
    website: 'Site',
    logo: 'Logotipo',
    event: 'Evento',
    amount: 'Valor',
    tier: 'Nível',
    guardian: 'Responsável',
    committee: 'Comissão',
    report: 'Relatório de patrocinadores',
  }),
  'zh-CN': words({
    sponsors: '赞助商',
    name: '名称',
    website: '网站',
    logo: '标志',
    event: '活动',
    amount: '金额',
    tier: '等级',
    guardian: '监护人',
    committee: '委员会',
    report: '赞助商报告',
  }),
};
