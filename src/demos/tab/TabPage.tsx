import { useState } from 'react';
import { Paper, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ArticleType } from '../shared/articles';
import { ArticleTabPane } from './ArticleTabPane';
import { TAB_PARAM, TAB_TYPES, activeTab, withVisited } from './tabs';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

/** Region tabs; the active one lives in `?tab=` (restored on reload), each loads its articles once. */
export default function TabPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const active = activeTab(search);
  const [visited, setVisited] = useState<readonly ArticleType[]>([active]);
  const nextVisited = withVisited(visited, active);
  // Adjusting state while rendering: a tab reached through the address (Back, a link) counts as shown.
  if (nextVisited !== visited) setVisited(nextVisited);

  const select = (type: ArticleType) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(TAB_PARAM, type);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ m: { xs: 1, md: 2 } }}>
      <Tabs
        value={active}
        onChange={(_, value: ArticleType) => select(value)}
        aria-label={translate('demoCharts.tab.label')}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TAB_TYPES.map((type) => (
          <Tab
            key={type}
            value={type}
            id={`tab-${type}`}
            aria-controls={`tab-panel-${type}`}
            label={translate(`demoCharts.tab.${type}`)}
            // Narrower tabs on a phone, so the four fit 375 px without a sideways scroll.
            sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.25, sm: 2 } }}
          />
        ))}
      </Tabs>
      {nextVisited.map((type) => (
        <ArticleTabPane key={type} type={type} hidden={type !== active} />
      ))}
    </Paper>
  );
}
