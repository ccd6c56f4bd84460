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
    name: perLanguage('Open', 'Terbuka', 'Offen', 'Abierto', 'Ouvert', 'Aberto', '开放', 'مفتوح'),
  },
  {
    id: 'approval',
    name: perLanguage(
      'With administrator approval',
      'Dengan persetujuan admin',
      'Mit Freigabe durch Administrator',
      'Con aprobación del administrador',
      'Avec approbation de l’administrateur',
      'Com aprovação do administrador',
      '需管理员审批',
      'بموافقة المسؤول',
    ),
  },
  {
    id: 'closed',
    name: perLanguage('Closed', 'Ditutup', 'Geschlossen', 'Cerrado', 'Fermé', 'Fechado', '关闭', 'مغلق'),
  },
] as const satisfies readonly EnumOption[];
export type RegistrationMode = (typeof REGISTRATION_MODES)[number]['id'];

/** user.persetujuan: a self-registered account under approval (null: no approval asked). */
export const APPROVAL_STATES = [
  {
    id: 'pending',
    name: perLanguage(
      'Awaiting',
      'Menunggu',
      'Wartet',
      'Pendiente',
      'En attente',
      'Aguardando',
      '待审批',
      'بانتظار',
    ),
  },
  {
    id: 'approved',
    name: perLanguage(
      'Approved',
      'Disetujui',
      'Freigegeben',
      'Aprobado',
      'Approuvé',
      'Aprovado',
      '已批准',
      'موافق عليه',
    ),
  },
  {
    id: 'rejected',
    name: perLanguage(
      'Rejected',
      'Ditolak',
      'Abgelehnt',
      'Rechazado',
      'Refusé',
      'Recusado',
      '已拒绝',
      'مرفوض',
    ),
  },
] as const satisfies readonly EnumOption[];
