/**
 * The frame of the sign-in page without MUI (AuthCard.tsx's look in plain CSS, lite.css): brand
 * (logo, app name, colours from the app settings), language, one card with the page heading, the
 * university footer; light or dark as the app's theme setting says.
 */
import type { ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useAppSettings } from '../../../providers/appSettings';
import { imageSrc } from '../../../../domain/image';
import { useLayoutSettings } from '../../../layout/layoutSettings';
import { useDocumentTitle } from '../../../layout/documentTitle';
import { liteColors } from './liteColors';
import { LiteIcon } from './LiteFields';
import { LiteLanguage } from './LiteLanguage';
import './lite.css';

const SCHOOL = 'M5 13.18v4L12 21l7-3.82v-4L12 17zM12 3 1 9l11 6 9-4.91V17h2V9z';

interface Props {
  /** Translation key of the page heading (also the document title). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function LiteAuthCard({ title, subtitle, children, footer }: Props) {
  const translate = useTranslate();
  const { data: brand } = useAppSettings();
  const layout = useLayoutSettings();
  // react-admin's theme choice (the header's toggle) over the layout setting, as the app's theme.
  const [mode] = useStore<'light' | 'dark'>('theme', layout.mode);
  const heading = translate(title);
  const logo = imageSrc(brand.logo);

  useDocumentTitle([heading, brand.nama_aplikasi]);

  return (
    <main
      className="wl-page"
      style={liteColors(mode === 'dark' ? 'dark' : 'light', brand.warna_primer, brand.warna_sekunder)}
    >
      <div className="wl-column">
        <div className="wl-brand-row">
          <div className="wl-brand">
            {logo ? (
              <img className="wl-logo" src={logo} alt="" />
            ) : (
              <span className="wl-logo">
                <LiteIcon path={SCHOOL} />
              </span>
            )}
            <p className="wl-app-name">{brand.nama_aplikasi}</p>
          </div>
          <LiteLanguage />
        </div>
        <div className="wl-card">
          <h1 className="wl-title">{heading}</h1>
          {subtitle ? <div className="wl-subtitle">{subtitle}</div> : null}
          {children}
          {footer ? (
            <nav className="wl-links" aria-label={translate('app.auth.links_label')}>
              {footer}
            </nav>
          ) : null}
        </div>
        <footer className="wl-footer">
          © {new Date().getFullYear()} {brand.nama_universitas}
        </footer>
      </div>
    </main>
  );
}
