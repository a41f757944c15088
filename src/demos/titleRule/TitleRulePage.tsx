import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { validateTitle } from './titleRule';

/** A title input that must hold exactly six characters, checked on blur and on submit. */
export default function TitleRulePage() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 560 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('demoCharts.titleRule.heading')}
          </Typography>
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
