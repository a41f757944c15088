import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-admin';
import { fillTemplate, safeLink } from './safeUrl';
import type { CellProps } from './types';
import { plainText, stringOption } from './values';

/**
 * The value as a link to itself, or to `options.href` with `{field}` placeholders. Console paths
 * navigate inside the app, other sites open in a new tab; an unsafe URL leaves the text plain.
 */
export function LinkCell({ value, record, options }: CellProps) {
  const text = plainText(value);
  const template = stringOption(options, 'href');
  const link = text === '' ? undefined : safeLink(template === undefined ? text : fillTemplate(template, record));
  if (!link) return <>{text}</>;
  if (link.kind === 'internal') return <Link to={link.href}>{text}</Link>;
  return link.kind === 'external' ? (
    <MuiLink href={link.href} target="_blank" rel="noopener noreferrer">
      {text}
    </MuiLink>
  ) : (
    <MuiLink href={link.href}>{text}</MuiLink>
  );
}
