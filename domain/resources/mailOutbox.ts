import { perLanguage } from '../config/label';
import { builtinResource } from './declare';
import type { EnumOption } from '../resource';

/**
 * Where a queued mail stands: `queued` (waiting for its first or next attempt), `sent` (the SMTP
 * server accepted it), `failed` (every attempt failed; an administrator may queue it again),
 * `logged` (no SMTP_URL: written to the server log only).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_OPTIONS: readonly EnumOption[] = [
  {
    id: 'queued',
    name: perLanguage({
      en: 'Queued',
      id: 'Dalam antrean',
      de: 'In Warteschlange',
      es: 'En cola',
      fr: "En file d'attente",
      'pt-BR': 'Na fila',
      'zh-CN': '排队中',
      ar: 'في قائمة الانتظار',
    }),
  },
  {
    id: 'sent',
    name: perLanguage({
      en: 'Sent',
      id: 'Terkirim',
      de: 'Gesendet',
      es: 'Enviado',
      fr: 'Envoyé',
      'pt-BR': 'Enviado',
      'zh-CN': '已发送',
      ar: 'مُرسل',
    }),
  },
  {
    id: 'failed',
    name: perLanguage({
      en: 'Failed',
      id: 'Gagal',
      de: 'Fehlgeschlagen',
      es: 'Fallido',
      fr: 'Échec',
      'pt-BR': 'Falhou',
      'zh-CN': '失败',
      ar: 'فشل',
    }),
  },
  {
    id: 'logged',
    name: perLanguage({
      en: 'Log only',
      id: 'Hanya di log',
      de: 'Nur im Protokoll',
      es: 'Solo en el registro',
      fr: 'Journal seulement',
      'pt-BR': 'Somente no log',
      'zh-CN': '仅记录日志',
      ar: 'في السجل فقط',
    }),
  },
];

/**
 * The mail outbox, read only: every mail the server queued (docs/jobs.md), its delivery state,
 * attempts and last error. A failed mail can be queued again (`POST <apiPath>/{id}/retry`, same
 * permission). The bodies stay out of the API: until the mail is delivered or given up they hold its
 * single-use links (password reset, invitation); after that the table keeps them without those links
 * (`links_removed`, docs/security.md), and such a mail cannot be queued again.
 */
export const mailOutbox = builtinResource('mailOutbox', {
  table: 'outbox',
  apiPath: '/setting/mail-outbox',
  companyOnly: true,
  route: '/setting/mail-outbox',
  title: 'Kotak Keluar E-mail',
  actions: ['view'],
  fields: {
    to_address: { type: 'email', required: true, readOnly: true, label: 'Kepada' },
    subject: { type: 'text', required: true, readOnly: true, maxLength: 300, label: 'Subjek' },
    status: {
      type: 'enum',
      options: MAIL_STATUS_OPTIONS,
      required: true,
      readOnly: true,
      default: 'queued',
      label: 'Status',
    },
    attempts: { type: 'int', required: true, readOnly: true, min: 0, default: 0, label: 'Percobaan' },
    last_error: { type: 'longtext', readOnly: true, label: 'Galat Terakhir' },
    sent_at: { type: 'datetime', readOnly: true, label: 'Terkirim Pada' },
    links_removed: {
      type: 'boolean',
      required: true,
      readOnly: true,
      default: false,
      label: 'Tautan Dihapus',
    },
  },
  labelField: 'subject',
  listColumns: ['to_address', 'subject', 'status', 'attempts', 'last_error', 'sent_at', 'links_removed'],
  searchFields: ['to_address', 'subject'],
  filterFields: ['status'],
  sortFields: ['status', 'sent_at'],
  defaultSort: { field: 'id', order: 'DESC' },
  menu: { group: 'setting', icon: 'Outbox', order: 6, title: 'Mail Outbox' },
});
