// The academy's instructors; each course names one by slug. Portraits are flat SVG illustrations.
import type { Instructor } from './types';

export const INSTRUCTOR_SLUGS = [
  'meera-iyer',
  'arjun-malhotra',
  'kavya-nair',
  'farah-siddiqui',
  'rohan-deshpande',
  'nikhil-bhatia',
] as const;
export type InstructorSlug = (typeof INSTRUCTOR_SLUGS)[number];

const portrait = (slug: InstructorSlug): string => `/images/instructors/${slug}.svg`;

export const instructors: Record<InstructorSlug, Instructor> = {
  'meera-iyer': {
    slug: 'meera-iyer',
    name: 'Meera Iyer',
    headline: 'IELTS trainer and writing coach',
    bio:
      'Meera has prepared more than four thousand candidates for IELTS in Chennai and online, most of them aiming for band 7 or above. ' +
      'She taught English literature before moving into test preparation, and she still marks every practice essay against the public band descriptors. ' +
      'Her lessons are known for plans you can use under exam pressure.',
    yearsOfExperience: 14,
    portrait: portrait('meera-iyer'),
  },
  'arjun-malhotra': {
    slug: 'arjun-malhotra',
    name: 'Arjun Malhotra',
    headline: 'TOEFL and PTE specialist, study-abroad counsellor',
    bio:
      'Arjun studied engineering in Delhi and a master’s degree in Toronto, so he knows the application process from both sides of the desk. ' +
      'For nine years he has coached students for TOEFL iBT and PTE Academic and reviewed their statements of purpose. ' +
      'He focuses on the few habits that move a score quickly.',
    yearsOfExperience: 9,
    portrait: portrait('arjun-malhotra'),
  },
  'kavya-nair': {
    slug: 'kavya-nair',
    name: 'Kavya Nair',
    headline: 'Spoken English and grammar teacher',
    bio:
      'Kavya has taught spoken English to college students and working adults in Kochi, Pune and online since 2014. ' +
      'She explains grammar in plain English, with Hindi notes for beginners who want them. ' +
      'Her learners practise out loud from the very first lesson.',
    yearsOfExperience: 12,
    portrait: portrait('kavya-nair'),
  },
  'farah-siddiqui': {
    slug: 'farah-siddiqui',
    name: 'Farah Siddiqui',
    headline: 'Accent and pronunciation coach',
    bio:
      'Farah trained in phonetics at the English and Foreign Languages University in Hyderabad and has coached voice teams for international clients for eleven years. ' +
      'She works on stress, rhythm and the few sounds that cause most misunderstandings, not on erasing anyone’s accent. ' +
      'Her goal for every learner is speech that is easy to follow on any call.',
    yearsOfExperience: 11,
    portrait: portrait('farah-siddiqui'),
  },
  'rohan-deshpande': {
    slug: 'rohan-deshpande',
    name: 'Rohan Deshpande',
    headline: 'Business communication and customer-support trainer',
    bio:
      'Rohan spent eight years on the floor and in training rooms of customer-support centres in Pune and Bengaluru before teaching business English full time. ' +
      'He has trained new voice and chat agents, team leads and managers. ' +
      'His courses use real calls, emails and meetings, with the names changed.',
    yearsOfExperience: 13,
    portrait: portrait('rohan-deshpande'),
  },
  'nikhil-bhatia': {
    slug: 'nikhil-bhatia',
    name: 'Nikhil Bhatia',
    headline: 'Interview coach and former engineering manager',
    bio:
      'Nikhil led software teams in Hyderabad and Gurugram for ten years and sat on the other side of several hundred interviews. ' +
      'He now coaches graduates and engineers on interviews, stand-ups and client calls in English. ' +
      'He teaches answers that are short, specific and true.',
    yearsOfExperience: 15,
    portrait: portrait('nikhil-bhatia'),
  },
};
