import type { ProfileFields } from '@contract/types';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { changedProfileFields } from './profileChanges';
import { profileFieldsOf } from './profileFields';

const saved: ProfileFields = profileFieldsOf(buildCompleteUser());

describe('changedProfileFields', () => {
  it('is empty when nothing changed', () => {
    expect(changedProfileFields(saved, { ...saved })).toEqual({});
  });

  it('holds only the fields whose value changed', () => {
    expect(changedProfileFields(saved, { ...saved, name: 'Asha V.', dob: '1999-01-02' })).toEqual({
      name: 'Asha V.',
      dob: '1999-01-02',
    });
  });

  it('ignores surrounding spaces and sends trimmed values', () => {
    expect(changedProfileFields(saved, { ...saved, name: `  ${saved.name} ` })).toEqual({});
    expect(changedProfileFields(saved, { ...saved, schoolOrCollege: ' IIT Delhi ' })).toEqual({
      schoolOrCollege: 'IIT Delhi',
    });
  });

  it('sends the new profession with the fields it asks for, not the ones it hides', () => {
    const edited: ProfileFields = {
      ...saved,
      profession: 'IT Profession',
      organization: 'Infosys',
      schoolOrCollege: 'Changed',
    };
    expect(changedProfileFields(saved, edited)).toEqual({
      profession: 'IT Profession',
      organization: 'Infosys',
    });
  });

  it('sends a cleared field as an empty string', () => {
    expect(changedProfileFields(saved, { ...saved, schoolOrCollege: '' })).toEqual({
      schoolOrCollege: '',
    });
  });

  it('compares qualification for Job Seeker and Aspirant Studying Abroad', () => {
    const jobSeeker: ProfileFields = { ...saved, profession: 'Job Seeker', qualification: 'B.Com' };
    expect(changedProfileFields(jobSeeker, { ...jobSeeker, qualification: 'M.Com' })).toEqual({
      qualification: 'M.Com',
    });
    expect(
      changedProfileFields(jobSeeker, { ...jobSeeker, profession: 'Aspirant Studying Abroad' }),
    ).toEqual({
      profession: 'Aspirant Studying Abroad',
    });
  });
});
