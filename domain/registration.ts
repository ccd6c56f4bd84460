/**
 * Registration an institution controls: the modes of the application settings' `registrasi` and the
 * approval states of a self-registered account (`user.persetujuan`), named in every language.
 */
import { perLanguage } from './config/label';
import type { EnumOption } from './resource';

/** appSettings.registrasi: who may register as a student. */
export const REGISTRATION_MODES = [
  {
    id: 'open',
    name: perLanguage({
      en: 'Open',
      id: 'Terbuka',
      de: 'Offen',
      es: 'Abierto',
      fr: 'Ouvert',
      'pt-BR': 'Aberto',
      'zh-CN': '开放',
      ar: 'مفتوح',
    }),
  },
  {
    id: 'approval',
    name: perLanguage({
      en: 'With administrator approval',
      id: 'Dengan persetujuan admin',
      de: 'Mit Freigabe durch Administrator',
      es: 'Con aprobación del administrador',
      fr: 'Avec approbation de l’administrateur',
      'pt-BR': 'Com aprovação do administrador',
      'zh-CN': '需管理员审批',
      ar: 'بموافقة المسؤول',
    }),
  },
  {
    id: 'closed',
    name: perLanguage({
      en: 'Closed',
      id: 'Ditutup',
      de: 'Geschlossen',
      es: 'Cerrado',
      fr: 'Fermé',
      'pt-BR': 'Fechado',
      'zh-CN': '关闭',
      ar: 'مغلق',
    }),
  },
] as const satisfies readonly EnumOption[];
export type RegistrationMode = (typeof REGISTRATION_MODES)[number]['id'];

/** user.persetujuan: a self-registered account under approval (null: no approval asked). */
export const APPROVAL_STATES = [
  {
    id: 'pending',
    name: perLanguage({
      en: 'Awaiting',
      id: 'Menunggu',
      de: 'Wartet',
      es: 'Pendiente',
      fr: 'En attente',
      'pt-BR': 'Aguardando',
      'zh-CN': '待审批',
      ar: 'بانتظار',
    }),
  },
  {
    id: 'approved',
    name: perLanguage({
      en: 'Approved',
      id: 'Disetujui',
      de: 'Freigegeben',
      es: 'Aprobado',
      fr: 'Approuvé',
      'pt-BR': 'Aprovado',
      'zh-CN': '已批准',
      ar: 'موافق عليه',
    }),
  },
  {
    id: 'rejected',
    name: perLanguage({
      en: 'Rejected',
      id: 'Ditolak',
      de: 'Abgelehnt',
      es: 'Rechazado',
      fr: 'Refusé',
      'pt-BR': 'Recusado',
      'zh-CN': '已拒绝',
      ar: 'مرفوض',
    }),
  },
] as const satisfies readonly EnumOption[];
