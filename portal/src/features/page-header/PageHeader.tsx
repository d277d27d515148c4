// §2.4 Page header: the back button by route, the page title and quick access.
import type { ReactNode } from 'react';
import { Box, IconButton, Slide, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MENU_ANIMATION_MS } from '@portal/rules';
import { useHideOnScroll } from './useHideOnScroll';

interface Props {
  title: string;
  /** The parent route's address, or null on a top-level page. */
  backTo: string | null;
  actions?: ReactNode;
  /** The mobile questionnaire view. */
  hideOnScroll?: boolean;
}

export function PageHeader({ title, backTo, actions, hideOnScroll = false }: Props) {
  const { t } = useTranslation();
  const hidden = useHideOnScroll(hideOnScroll);
  return (
    <Slide appear={false} direction="down" in={!hidden} timeout={MENU_ANIMATION_MS}>
      <Box
        component="header"
        data-testid="page-header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          px: { xs: 1.5, sm: 3 },
          py: 1.5,
          bgcolor: 'background.default',
          position: hideOnScroll ? 'sticky' : 'static',
          top: 0,
          zIndex: 1,
        }}
      >
        {backTo && (
          <IconButton component={RouterLink} to={backTo} aria-label={t('pageHeader.back')} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap data-testid="page-title">
          {title}
        </Typography>
        {actions}
      </Box>
    </Slide>
  );
}
