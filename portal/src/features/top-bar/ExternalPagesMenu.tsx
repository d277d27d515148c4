// §2.4 A menu that opens external pages in new browser tabs.
import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { ExternalPageLink } from './external-pages';

export function ExternalPagesMenu({ links }: { links: readonly ExternalPageLink[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (links.length === 0) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AppsIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('topBar.externalPages')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem
            key={link.page}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
          >
            {t(`topBar.pages.${link.page}`)}
            <OpenInNewIcon fontSize="small" sx={{ ml: 1 }} aria-label={t('topBar.newTab')} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
