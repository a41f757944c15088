import { Box, Button, Card, CardContent } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { DemoHeader } from '../shared/DemoHeader';
import { validateTitle } from './titleRule';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

/** A title input that must hold exactly six characters, checked on blur and on submit. */
export default function TitleRulePage() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 560 }}>
      <Card variant="outlined">
        <CardContent>
          <DemoHeader title="demoCharts.titleRule.heading" />
          <Form
            mode="onBlur"
            defaultValues={{ title: '' }}
            onSubmit={() => notify('demoCharts.titleRule.success', { type: 'success' })}
          >
            <TextInput
              source="title"
              label="demoCharts.titleRule.label"
              helperText="demoCharts.titleRule.intro"
              validate={validateTitle}
              fullWidth
            />
            <Button type="submit" variant="contained" startIcon={<SendIcon />}>
              {translate('demoCharts.titleRule.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
