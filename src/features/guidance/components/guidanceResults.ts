// The questionnaire's result views, loaded together on demand (GuidanceQuestionnaire).
export { GuidanceError } from './GuidanceError';
export { GuidanceRecommendations } from './GuidanceRecommendations';
