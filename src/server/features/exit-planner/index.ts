export { compareOffer } from './compare-offer';
export { buildTimeline, type Timeline, type TimelineEntry, type PlanInput } from './build-timeline';
export { penaltyFreeResignationDate } from './resignation-deadline';
