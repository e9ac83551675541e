/** The Spanish catalogue: the same exports and keys as ../en (Translation<> and tests/unit/catalogues.test.ts). */
export { ACTIONS_TEXT } from "./actions.ts";
export { FRAME_TEXT } from "./frame.ts";
export { HOME_TEXT } from "./home.ts";
export { REVIEW_LIST_TEXT } from "./reviews.ts";
export { CHAT_TEXT } from "./chat.ts";
export { CONTACT_TEXT } from "./contact.ts";
export { FIELD_ERRORS } from "./fields.ts";
export { ACK_MAIL_TEXT } from "./ackMail.ts";
export { BOOKING_TEXT } from "./booking.ts";
export { VISIT_MAIL_TEXT } from "./visitMail.ts";
export { SERVICES_TEXT } from "./services.ts";
export { SECTIONS_TEXT } from "./sections.ts";
export { COST_GUIDE_TEXT } from "./costGuide.ts";
export { AREA_TEXT } from "./areas.ts";
export { PROJECTS_TEXT } from "./projects.ts";
export { PRIVACY_TEXT } from "./privacy.ts";
export { ABOUT_TEXT } from "./about.ts";
