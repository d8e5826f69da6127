import { EDUCATION_STATUSES } from '@/shared/apiTypes';
import type { ProfileEditor } from '../model/useProfileEditor';
import { ProfileSelectField } from './ProfileSelectField';
import { ProfileTextField } from './ProfileTextField';

/** The fields the chosen profession adds (spec section 5). */
export function ProfessionFields({ editor }: { editor: ProfileEditor }) {
  switch (editor.values.profession) {
    case 'Student':
      return (
        <>
          <ProfileSelectField
            editor={editor}
            field="educationStatus"
            options={EDUCATION_STATUSES}
            placeholder="Select your education status"
            showError
          />
          <ProfileTextField editor={editor} field="schoolOrCollege" autoComplete="organization" />
        </>
      );
    case 'IT Profession':
      return <ProfileTextField editor={editor} field="organization" autoComplete="organization" />;
    case 'Job Seeker':
    case 'Aspirant Studying Abroad':
      return (
        <ProfileTextField
          editor={editor}
          field="qualification"
          helperText="Your highest qualification, e.g. B.Com"
        />
      );
    default:
      return null;
  }
}
