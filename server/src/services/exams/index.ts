// The exam engine's services that other domains call (the staff console's extra time).
export { grantExtraTime, DEFAULT_SAVE_GRACE_SECONDS, type ExtraTimeGranted } from './extraTime';
