import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SkillResult } from '@contract/examTypes';
import { REMARK_SENT } from '@contract/messages/remarks';
import {
  REMARK_REASON_MAX_LENGTH,
  validateRemark,
  type RemarkValues,
} from '@contract/validation/remark';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useRequestRemarkMutation } from '../api/resultsApi';

const resolver = validationResolver(validateRemark);

/** The skills to re-mark and why (validateRemark, as the server checks). */
export function RemarkForm({ attemptId, skills }: { attemptId: string; skills: SkillResult[] }) {
  const skillsLabel = useId();
  const skillsHelp = useId();
  const [request, sending] = useRequestRemarkMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm<RemarkValues>({
    defaultValues: { skills: [], reason: '' },
    resolver,
  });

  const send = async (values: RemarkValues) => {
    setProblem(null);
    const result = await request({
      attemptId,
      skills: values.skills,
      reason: values.reason.trim(),
    });
    if ('error' in result) setProblem(getErrorMessage(result.error));
    else setSent(true);
  };

  if (sent) return <Alert severity="success">{REMARK_SENT}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(send)} aria-label="Re-mark request">
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ mb: 2 }}>
            <FormLabel component="legend" id={skillsLabel}>
              Skills to re-mark
            </FormLabel>
            <FormGroup row aria-describedby={fieldState.error ? skillsHelp : undefined}>
              {skills.map((skill) => (
                <FormControlLabel
                  key={skill.skill}
                  label={skill.title}
                  control={
                    <Checkbox
                      checked={field.value.includes(skill.skill)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, skill.skill]
                            : field.value.filter((value) => value !== skill.skill),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && (
              <FormHelperText id={skillsHelp}>{fieldState.error.message}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="reason"
        label="Why would you like a re-mark?"
        required
        multiline
        minRows={3}
        helperText="For example, which part of your answer you think was under-marked."
        slotProps={{ htmlInput: { maxLength: REMARK_REASON_MAX_LENGTH } }}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={sending.isLoading} sx={{ mt: 2 }}>
        Ask for a re-mark
      </Button>
    </Box>
  );
}
