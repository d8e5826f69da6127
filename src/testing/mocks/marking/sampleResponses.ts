import type { ChartFigure } from '@contract/exams/form';

// Responses written for the fakes: a candidate's two IELTS essays (a band-6 writer, slips left in
// on purpose), the prompts they answer and the Task 1 chart, and a mastery email.

export const TASK_1_PROMPT = [
  'The chart below shows how workers in the city of Ravensport usually travelled to work in 2004, 2014 and 2024.',
  'Summarise the information by selecting and reporting the main features, and make comparisons where relevant.',
  'Write at least 150 words.',
];

export const TASK_1_CHART: ChartFigure = {
  kind: 'chart',
  chart: 'bar',
  title: 'Main way of travelling to work, Ravensport, 2004-2024',
  unit: '% of workers',
  categories: ['Car', 'Bus', 'Train', 'Bicycle', 'On foot'],
  series: [
    { name: '2004', values: [58, 21, 9, 4, 8] },
    { name: '2014', values: [49, 19, 12, 9, 11] },
    { name: '2024', values: [37, 17, 15, 16, 15] },
  ],
  description:
    'Bar chart of the percentage of workers in Ravensport using each main way of travelling to work in 2004, 2014 and 2024. Car: 58% in 2004, 49% in 2014, 37% in 2024. Bus: 21%, 19%, 17%. Train: 9%, 12%, 15%. Bicycle: 4%, 9%, 16%. On foot: 8%, 11%, 15%.',
};

export const TASK_1_ESSAY = `The bar chart compares the main ways that workers in Ravensport travelled to their jobs in three years, 2004, 2014 and 2024.

Overall, the car was the most popular way in every year, but its share fell a lot, while cycling and walking became much more common. Public transport shows a mixed picture.

In 2004, more than half of workers (58%) drove to work. This figure dropped to 49% ten years later and to only 37% in 2024. The bus was the second most used way, but it also declined slightly, from 21% to 17% over the period.

On the other hand, the train increased steadily from 9% to 15%. The most dramatic change was in cycling, which was only 4% in 2004 but it rised to 16% in 2024, four times more than before. Walking also grew, from 8% to 15%.

To sum up, Ravensport workers moved away from cars and buses towards more active and greener ways of commuting.`;

export const TASK_2_PROMPT = [
  'Write about the following topic:',
  'Some people think that universities should require all students to take courses outside their main subject, for example a science student studying history or a literature student studying statistics. Others believe that students should concentrate only on the subject they have chosen.',
  'Discuss both these views and give your own opinion.',
  'Write at least 250 words.',
];

export const TASK_2_ESSAY = `Nowadays, the question of what university students should learn is widely discussed. Some people believe that every student must take courses outside there main subject, while others think they should focus only on their chosen field. In this essay I will discuss both views and explain why I partly agree with the first one.

On the one hand, studying only one subject has clear advantages. A degree lasts only three or four years, and modern subjects like medicine or engineering are very deep. If an engineering student spends time on history, he has less time for the difficult technical knowledge that employers expect. Moreover, students pay high fees, so they may feel that extra courses are a waste of money.

On the other hand, courses outside the main subject can make students more flexible thinkers. For example, a science student who studies history learns to read sources critically and to write clear arguments, which is useful in any job. Similarly, a literature student who learns statistics can understand the numbers in news reports and avoid being misled. In my country, many companies now look for graduates who can work in mixed teams, and such courses prepare them for this.

In my opinion, universities should require a small number of courses outside the main subject, for instance one course each year. This gives students a broader view of the world without taking too much time from their speciality. However, students should be able to choose which courses they take, so that they stay motivated.

In conclusion, although focusing on one subject helps students become experts, I believe a limited amount of study in other fields produce more well-rounded graduates.`;

export const MASTERY_EMAIL_PROMPT = [
  'You ordered a laptop bag from an online shop three weeks ago and it has not arrived. Write an email to the shop.',
  'Say what you ordered and when, explain what has happened since, and say what you would like the shop to do.',
  'Write 120-180 words.',
];

export const MASTERY_EMAIL = `Dear Customer Care Team,

I am writing about my order number 58213 for a grey laptop bag, which I placed on 2 November and paid by UPI. The website said it would be delivered within five working days, but it has still not arrived after three weeks.

I contacted your helpline twice. The first time I was told the parcel was at the Pune warehouse, and the second time the agent said it was "out for delivery", but nobody came and the tracking page has not changed since 12 November.

I need the bag for my new job, which starts next Monday, so this delay is causing me real difficulty. Could you please either send the bag by express delivery so that it reaches me before Friday, or cancel the order and refund the full amount to my account?

I look forward to hearing from you soon.

Yours faithfully,
Candidate`;
