// §2.2: the person has a user in several customers; choose which one to sign in to.
import { Button, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { loginStepTexts } from './login-step-texts';
import type { RelatedCustomer } from './login-api';

export interface RelatedCustomerStepProps {
  customers: RelatedCustomer[];
  busy: boolean;
  onChoose: (customer: RelatedCustomer) => void;
  onBack: () => void;
}

export function RelatedCustomerStep({ customers, busy, onChoose, onBack }: RelatedCustomerStepProps) {
  useFeatureTexts(loginStepTexts);
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" id="related-customers-title">
        {t('login.related.title')}
      </Typography>
      <Typography>{t('login.related.text')}</Typography>
      <List aria-labelledby="related-customers-title">
        {customers.map((customer) => (
          <ListItem key={customer.id} disablePadding divider>
            <ListItemButton disabled={busy} onClick={() => onChoose(customer)}>
              <ListItemText primary={customer.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {t('login.back')}
      </Button>
    </Stack>
  );
}
