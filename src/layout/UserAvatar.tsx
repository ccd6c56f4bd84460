/**
 * The one avatar of a person (issue 12 point 6): their photo, else their initials on a colour that
 * stays the same for the same name, in the header, its menu, the profile, the dashboard and lists.
 */
import { Avatar, type SxProps, type Theme } from '@mui/material';
import { imageSrc } from '../../domain/image';

/** Dark enough for white initials (WCAG AA at 14 px bold and up) in light and dark themes. */
const COLORS = [
  '#5b4fe0',
  '#c2185b',
  '#2e7d32',
  '#6a1b9a',
  '#00838f',
  '#a84300',
  '#1565c0',
  '#6d4c41',
  '#455a64',
  '#ad1457',
] as const;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/** The same colour for the same name, wherever it is shown. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return COLORS[hash % COLORS.length];
}

/** A stored image key (domain/image.ts) or a URL the server signed (/api/...). */
function srcOf(photo: unknown): string | undefined {
  if (typeof photo === 'string' && photo.startsWith('/api/')) return photo;
  return imageSrc(photo);
}

export interface UserAvatarProps {
  name: string;
  photo?: unknown;
  size?: number;
  sx?: SxProps<Theme>;
}

export function UserAvatar({ name, photo, size = 40, sx }: UserAvatarProps) {
  return (
    <Avatar
      src={srcOf(photo)}
      alt=""
      aria-hidden
      data-testid="user-avatar"
      sx={[
        {
          width: size,
          height: size,
          fontSize: Math.round(size * 0.4),
          fontWeight: 700,
          bgcolor: avatarColor(name),
          color: '#fff',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(name)}
    </Avatar>
  );
}
