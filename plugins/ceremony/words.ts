/**
 * The ceremony plugin's words in Wisuda's other languages (its declarations are written in English):
 * by language code, the texts of its labels. The screens' own texts are in ./messages.ts.
 */
const words = (w: {
  attendance: string;
  event: string;
  graduate: string;
  attends: string;
  asked: string;
  granted: string;
  stageName: string;
  approved: string;
  pronunciation: string;
  confirmedAt: string;
  number: string;
  seat: string;
  deadline: string;
  guestsPer: string;
  orderBy: string;
  blocks: string;
  rows: string;
  seatsPerRow: string;
  staff: string;
  lineup: string;
}) => ({
  resources: {
    kehadiran: {
      label: w.attendance,
      fields: {
        acara_id: w.event,
        mahasiswa_id: w.graduate,
        hadir: w.attends,
        tamu_diminta: w.asked,
        tamu_diberikan: w.granted,
        nama_panggung: w.stageName,
        nama_panggung_disetujui: w.approved,
        ejaan: w.pronunciation,
        dikonfirmasi_pada: w.confirmedAt,
        urutan: w.number,
        kursi: w.seat,
      },
    },
  },
  extend: {
    acara: {
      fields: {
        batas_konfirmasi: w.deadline,
        tamu_per_wisudawan: w.guestsPer,
        urutan_menurut: w.orderBy,
        denah_blok: w.blocks,
        denah_baris: w.rows,
        denah_kursi: w.seatsPerRow,
      },
    },
  },
  roles: { panitia_wisuda: w.staff },
  pages: { '/menu/barisan-wisuda': w.lineup },
});

// The enum options of `urutan_menurut` name themselves per language in the declaration.
export const WORDS = {
  id: words({
    attendance: 'Kehadiran Wisuda',
    event: 'Acara',
    graduate: 'Wisudawan',
    attends: 'Hadir',
    asked: 'Tamu diminta',
    granted: 'Tamu diberikan',
    stageName: 'Nama di panggung',
    approved: 'Nama panggung disetujui',
    pronunciation: 'Ejaan pelafalan',
    confirmedAt: 'Dikonfirmasi pada',
    number: 'Nomor urut',
    seat: 'Kursi',
    deadline: 'Batas konfirmasi',
    guestsPer: 'Tamu per wisudawan',
    orderBy: 'Urutan dalam program studi',
    blocks: 'Blok ruangan (A, B, C)',
    rows: 'Baris per blok',
    seatsPerRow: 'Kursi per baris',
    staff: 'Panitia Wisuda',
    lineup: 'Barisan dan Kursi',
  }),
  ar: words({
    attendance: 'حضور حفل التخرج',
    event: 'الفعالية',
    graduate: 'الخريج',
    attends: 'يحضر',
    asked: 'الضيوف المطلوبون',
    granted: 'الضيوف الممنوحون',
    stageName: 'الاسم على المنصة',
    approved: 'تمت الموافقة على الاسم',
    pronunciation: 'طريقة النطق',
    confirmedAt: 'تاريخ التأكيد',
    number: 'رقم الترتيب',
    seat: 'المقعد',
    deadline: 'آخر موعد للتأكيد',
    guestsPer: 'الضيوف لكل خريج',
    orderBy: 'الترتيب داخل البرنامج',
    blocks: 'أقسام القاعة (A، B، C)',
    rows: 'الصفوف في كل قسم',
    seatsPerRow: 'المقاعد في كل صف',
    staff: 'لجنة الحفل',
    lineup: 'الترتيب والمقاعد',
  }),
  fr: words({
    attendance: 'Présence à la cérémonie',
    event: 'Événement',
    graduate: 'Diplômé',
    attends: 'Présent',
    asked: 'Invités demandés',
    granted: 'Invités accordés',
    stageName: 'Nom sur scène',
    approved: 'Nom sur scène approuvé',
    pronunciation: 'Prononciation',
    confirmedAt: 'Confirmé le',
    number: 'Numéro d’ordre',
    seat: 'Siège',
    deadline: 'Date limite de confirmation',
    guestsPer: 'Invités par diplômé',
    orderBy: 'Ordre au sein d’un programme',
    blocks: 'Blocs de la salle (A, B, C)',
    rows: 'Rangées par bloc',
    seatsPerRow: 'Sièges par rangée',
    staff: 'Équipe de la cérémonie',
    lineup: 'Ordre de passage et sièges',
  }),
  de: words({
    attendance: 'Teilnahme an der Feier',
    event: 'Veranstaltung',
    graduate: 'Absolvent',
    attends: 'Nimmt teil',
    asked: 'Gewünschte Gäste',
    granted: 'Gewährte Gäste',
    stageName: 'Name auf der Bühne',
    approved: 'Bühnenname genehmigt',
    pronunciation: 'Aussprache',
    confirmedAt: 'Bestätigt am',
    number: 'Reihenfolge-Nr.',
    seat: 'Sitzplatz',
    deadline: 'Bestätigungsfrist',
    guestsPer: 'Gäste pro Absolvent',
    orderBy: 'Reihenfolge innerhalb eines Studiengangs',
    blocks: 'Saalblöcke (A, B, C)',
    rows: 'Reihen pro Block',
    seatsPerRow: 'Plätze pro Reihe',
    staff: 'Feier-Team',
    lineup: 'Reihenfolge und Sitzplätze',
  }),
  es: words({
    attendance: 'Asistencia a la ceremonia',
    event: 'Evento',
    graduate: 'Graduado',
    attends: 'Asiste',
    asked: 'Invitados solicitados',
    granted: 'Invitados concedidos',
    stageName: 'Nombre en el escenario',
    approved: 'Nombre en el escenario aprobado',
    pronunciation: 'Pronunciación',
    confirmedAt: 'Confirmado el',
    number: 'Número de orden',
    seat: 'Asiento',
    deadline: 'Fecha límite de confirmación',
    guestsPer: 'Invitados por graduado',
    orderBy: 'Orden dentro de un programa',
    blocks: 'Bloques de la sala (A, B, C)',
    rows: 'Filas por bloque',
    seatsPerRow: 'Asientos por fila',
    staff: 'Equipo de la ceremonia',
    lineup: 'Orden y asientos',
  }),
  'pt-BR': words({
    attendance: 'Presença na cerimônia',
    event: 'Evento',
    graduate: 'Formando',
    attends: 'Comparece',
    asked: 'Convidados pedidos',
    granted: 'Convidados concedidos',
    stageName: 'Nome no palco',
    approved: 'Nome no palco aprovado',
    pronunciation: 'Pronúncia',
    confirmedAt: 'Confirmado em',
    number: 'Número de ordem',
    seat: 'Assento',
    deadline: 'Prazo de confirmação',
    guestsPer: 'Convidados por formando',
    orderBy: 'Ordem dentro de um curso',
    blocks: 'Blocos do salão (A, B, C)',
    rows: 'Fileiras por bloco',
    seatsPerRow: 'Assentos por fileira',
    staff: 'Equipe da cerimônia',
    lineup: 'Ordem e assentos',
  }),
  'zh-CN': words({
    attendance: '典礼出席',
    event: '活动',
    graduate: '毕业生',
    attends: '出席',
    asked: '申请的嘉宾',
    granted: '批准的嘉宾',
    stageName: '台上姓名',
    approved: '台上姓名已批准',
    pronunciation: '读音',
    confirmedAt: '确认时间',
    number: '顺序号',
    seat: '座位',
    deadline: '确认截止时间',
    guestsPer: '每位毕业生的嘉宾数',
    orderBy: '专业内的排序',
    blocks: '礼堂区块（A、B、C）',
    rows: '每区排数',
    seatsPerRow: '每排座位数',
    staff: '典礼工作人员',
    lineup: '顺序与座位',
  }),
};
