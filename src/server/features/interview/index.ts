export { interviewPlugin } from './plugin';
/** Her story bank (cover letters quote a story's result where one shows a requirement). */
export { listStories, type StoryRow } from './interview.queries';
