// How to reach the academy: shown on the contact page and quoted by the policy pages.
export const WORKING_HOURS = 'Mon-Fri 9 AM-6 PM, Sat 10 AM-4 PM';
export const ACADEMY_EMAIL = 'hello@vaaniacademy.in';
export const ACADEMY_PHONE = '+91 80 4567 8910';
export const ACADEMY_ADDRESS = [
  '3rd Floor, 21 Residency Road',
  'Bengaluru, Karnataka 560025, India',
];
