import { Box, Chip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import { STATUS_COLOR, type ArticleStatus } from '../../kernel/resources/article';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

/** The status badge (published success, draft info, deleted danger). */
export function StatusChip({ status }: { status: ArticleStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status] ?? 'default'}
      label={translate(`demoCharts.article.${status}`, { _: status })}
    />
  );
}

/** Importance 1 to 3 as stars. */
export function ImportanceStars({ importance }: { importance: number }) {
  const translate = useTranslate();
  const count = Math.max(0, Math.min(3, Math.round(importance)));
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('demoCharts.article.importanceValue', { n: count })}
      sx={{ display: 'inline-flex', color: '#f7ba2a' }}
    >
      {Array.from({ length: count }, (_, index) => (
        <StarIcon key={index} fontSize="small" />
      ))}
    </Box>
  );
}
