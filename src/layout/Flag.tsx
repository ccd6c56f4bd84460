/** Small inline SVG flags for the language switcher (no image requests, no emoji-font dependency). */
import type { ReactElement } from 'react';

const FLAGS: Record<string, ReactElement> = {
  us: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(20 * 7) / 13} fill="#3c3b6e" />
      {[2, 5, 8].map((y) =>
        [2, 5, 8, 11].map((x) => <circle key={`${x}-${y}`} cx={x - 0.5} cy={y} r="0.7" fill="#fff" />),
      )}
    </>
  ),
  id: (
    <>
      <rect width="30" height="10" fill="#ce1126" />
      <rect y="10" width="30" height="10" fill="#fff" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#002395" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ed2939" />
    </>
  ),
  br: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <polygon points="15,2 28,10 15,18 2,10" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
    </>
  ),
  cn: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <polygon
        points="5,2 6.2,5.4 9.8,5.4 6.9,7.6 8,11 5,8.9 2,11 3.1,7.6 0.2,5.4 3.8,5.4"
        fill="#ffde00"
        transform="translate(0.5 0.5)"
      />
      {[
        [11, 2],
        [13, 4.5],
        [13, 7.5],
        [11, 10],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="0.9" fill="#ffde00" />
      ))}
    </>
  ),
  ae: (
    <>
      <rect width="30" height="6.67" fill="#00732f" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </>
  ),
};

/** A flag by its code (`currentLanguageIcon`); decorative, the language name is the label. */
export function Flag({ code, size = 20 }: { code: string; size?: number }) {
  return (
    <svg
      width={size * 1.5}
      height={size}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
      data-flag={code}
    >
      {FLAGS[code] ?? FLAGS.us}
    </svg>
  );
}
