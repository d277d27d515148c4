// The frame of every public screen: the brand's logo and name, one card, the footer. Fits 375 px.
import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOptionalBootstrap } from '../bootstrap/BootstrapContext';
import { BrandLogo } from '../brand/BrandLogo';
import { PublicFooter } from './PublicFooter';

export function PublicPageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const bootstrap = useOptionalBootstrap();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 6 } }}>
      {/* What <Container maxWidth="sm"> draws, without its component on the login page's first load. */}
      <Box
        sx={{
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
          px: { xs: 1.5, sm: 3 },
          maxWidth: { sm: 'sm' },
        }}
      >
        {bootstrap && (
          <Stack component="header" direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <BrandLogo brand={bootstrap.brand} name={bootstrap.customer_name} />
            <Box>
              <Typography component="p" variant="h6" sx={{ lineHeight: 1.2 }}>
                {bootstrap.customer_name}
              </Typography>
              <Typography component="p" variant="body2" color="text.secondary">
                {t(`brand.product.${bootstrap.brand}`)}
              </Typography>
            </Box>
          </Stack>
        )}
        <Paper component="main" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {children}
        </Paper>
        <PublicFooter />
      </Box>
    </Box>
  );
}
