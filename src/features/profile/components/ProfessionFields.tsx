import { useWatch, type Control } from 'react-hook-form';
import { EDUCATION_STATUSES } from '@contract/profileOptions';
import type { ProfileFormValues } from '../model/profileFields';
import { ProfileSelectField } from './ProfileSelectField';
import { ProfileTextField } from './ProfileTextField';

/**
 * The fields the chosen profession adds: education status and school or college for a student,
 * the organization for an IT professional, the qualification for a job seeker or an aspirant
 * studying abroad.
 */
export function ProfessionFields({ control }: { control: Control<ProfileFormValues> }) {
  const profession = useWatch({ control, name: 'profession' });
  switch (profession) {
    case 'Student':
      return (
        <>
          <ProfileSelectField
            control={control}
            field="educationStatus"
            options={EDUCATION_STATUSES}
            placeholder="Select your education status"
            showError
          />
          <ProfileTextField control={control} field="schoolOrCollege" autoComplete="organization" />
        </>
      );
    case 'IT Profession':
      return (
        <ProfileTextField control={control} field="organization" autoComplete="organization" />
      );
    case 'Job Seeker':
    case 'Aspirant Studying Abroad':
      return (
        <ProfileTextField
          control={control}
          field="qualification"
          helperText="Your highest qualification, e.g. B.Com"
        />
      );
    default:
      return null;
  }
}
