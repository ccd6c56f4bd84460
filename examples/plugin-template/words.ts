/** The template plugin's words in Wisuda's other languages (its declarations are in English). */
const words = (w: { orders: string; student: string; size: string; collected: string; tailor: string }) => ({
  resources: {
    pesananToga: {
      label: w.orders,
      fields: { mahasiswa_id: w.student, ukuran: w.size, diambil: w.collected },
    },
  },
  roles: { penjahit: w.tailor },
});

export const WORDS = {
  id: words({
    orders: 'Pesanan Toga',
    student: 'Mahasiswa',
    size: 'Ukuran',
    collected: 'Sudah Diambil',
    tailor: 'Penjahit',
  }),
  ar: words({
    orders: 'طلبات أرواب التخرج',
    student: 'الطالب',
    size: 'المقاس',
    collected: 'تم الاستلام',
    tailor: 'الخياط',
  }),
  fr: words({
    orders: 'Commandes de toges',
    student: 'Étudiant',
    size: 'Taille',
    collected: 'Retirée',
    tailor: 'Tailleur',
  }),
  de: words({
    orders: 'Talarbestellungen',
    student: 'Studierende Person',
    size: 'Größe',
    collected: 'Abgeholt',
    tailor: 'Schneiderei',
  }),
  es: words({
    orders: 'Pedidos de togas',
    student: 'Estudiante',
    size: 'Talla',
    collected: 'Recogida',
    tailor: 'Sastre',
  }),
  'pt-BR': words({
    orders: 'Pedidos de becas',
    student: 'Estudante',
    size: 'Tamanho',
    collected: 'Retirada',
    tailor: 'Alfaiate',
  }),
  'zh-CN': words({
    orders: '学位服订单',
    student: '学生',
    size: '尺码',
    collected: '已领取',
    tailor: '裁缝',
  }),
};
