import { useState } from 'react';
import { IconButton } from '@mui/material';
import { Menu, MenuItem } from '../../components/LazyMenu';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** English or Simplified Chinese; the i18n provider keeps the choice. */
export function LanguageSelect() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={translate('layout.navbar.language')}
        aria-haspopup="menu"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map(({ locale: option, name }) => (
          <MenuItem
            key={option}
            lang={option === 'zh' ? 'zh-CN' : 'en'}
            selected={option === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(option);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
