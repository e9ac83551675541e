import { SITE } from "../../site.ts";

/**
 * /privacy: the privacy policy. Each section's key is its anchor (/privacy#messages), the same in
 * every language; the sections are shown in the order written here. The day of the last change is
 * the page's (UPDATED_ON in src/components/pages/PrivacyPage.astro): update it with the text.
 */
export const PRIVACY_TEXT = {
  title: "Privacy Policy",
  description: `What ${SITE.name}'s website stores when you send a message, create an account, ask for an estimate or chat, who processes it, and how to have it deleted.`,
  heading: "Privacy Policy",
  intro: (updated: string) =>
    `What this website stores about you, why, and who else handles it. Last updated ${updated}.`,
  onThisPage: "On this page",
  sections: {
    messages: {
      heading: "Messages and call-back requests",
      paragraphs: [
        `When you send the contact form, or ask for a call-back in the chat, we store your name, e-mail address, phone number and message, the time, and where it came from (contact form, chat or estimator). A call-back request or a site visit booked in the chat also keeps the last few turns of your conversation with the assistant, so we know what you asked about. Our team reads them to answer you and keeps a status and private notes on each one.`,
        `Each new request is also e-mailed to the owner of ${SITE.name} within seconds, with the details above, so someone can call you back quickly, and may be sent as a short notice (your name, the kind of request and your phone number, never your message) to the owner's phone through a messaging service such as Slack, Microsoft Teams or ntfy. If nobody has answered after a few minutes of office time, the owner is reminded the same way. You receive an automatic confirmation by e-mail (at most one a day) that says what happens next; it repeats nothing you typed.`,
      ],
    },
    origin: {
      heading: "Where your visit came from",
      paragraphs: [
        "So we know which of our ads, listings and pages bring people to us, your browser keeps, for this visit only, the first page you opened on our site, the name of the website that sent you (for example google.com or houzz.com, not the page), the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content), whether the link came from an ad click (yes or no, not the ad's click number) and whether you are on a phone, a tablet or a computer. It is kept in this tab's session storage, is deleted when you close the tab, and is sent to us only if you send a message, book a visit or get an estimate, together with the page you sent it from. It is stored with your request. No cookie is set and nothing is shared with an analytics or advertising service.",
      ],
    },
    accounts: {
      heading: "Accounts and profiles",
      paragraphs: [
        "To use the AI Estimator you create an account, with an e-mail address and password or with Google. Sign-in is handled by Firebase Authentication (Google), which stores your e-mail address and, for password accounts, a protected form of the password that we never see. Your profile holds your full name, e-mail address, phone number, when you signed up and how (e-mail or Google).",
      ],
    },
    estimates: {
      heading: "Estimates",
      paragraphs: [
        "When you ask for an estimate we store what you entered (project type, room type, square footage, timeline, the scope you describe), the instant range from our pricing guide and the estimate text the AI wrote, with your account's id and e-mail address. Our team sees it as a request and may contact you about it. An estimate is not a quote: a price you sign comes after a site visit.",
      ],
    },
    ai: {
      heading: "The AI assistant and the AI provider",
      paragraphs: [
        "The chat assistant and the estimator are written by an AI service we pay for. What you type in the chat, and the estimator fields, are sent from our server to that provider to write the reply; your name, e-mail and phone are not sent unless you type them in the message yourself. Please do not type anything into the chat that you would not want a service provider to process.",
        "We do not store chat conversations on our servers, except the last few turns of a conversation in which you ask us to call you back or book a site visit. To book a visit in the chat, the details you are asked to confirm are kept until you say yes, and deleted within two days if you do not.",
      ],
    },
    browser: {
      heading: "What stays in your browser",
      paragraphs: [
        "The chat conversation and whether the chat panel is open are kept in this browser tab's session storage, so the conversation follows you from page to page. They are deleted when you close the tab.",
        "Local storage on your device keeps which projects you have liked (so one browser likes a project once) and a note that you have signed in on this browser (so pages only load the sign-in code when you may need it). Firebase Authentication keeps your sign-in in the browser's storage until you log out. The site sets no advertising or analytics cookies and runs no third-party tracking.",
      ],
    },
    services: {
      heading: "Who processes the data",
      paragraphs: [
        "The website is served by Netlify. Messages, accounts, profiles, estimates and liked counts are stored in Google Firebase (Authentication and Cloud Firestore). E-mail alerts go through our e-mail provider. Chat and estimate text goes to our AI provider as described above. Our servers log each request's time, outcome and duration to keep the service running and to stop abuse, and count requests per internet address for the same reason; they do not log what you wrote.",
      ],
    },
    rights: {
      heading: "Keeping, correcting and deleting",
      paragraphs: [
        `We keep messages and estimates while they are useful for answering you and for our records of the work, and delete spam at once. To see, correct or delete what we hold about you, or to delete your account, write to ${SITE.email} or call ${SITE.phone}; we answer within 30 days. We do not sell your information or share it for advertising.`,
      ],
    },
  },
  /** The closing line: {beforeEmail} <e-mail link>{beforeForm} <contact form link>{afterForm} */
  questions: {
    beforeEmail: "Questions about this policy:",
    beforeForm: ", or use the",
    contactForm: "contact form",
    afterForm: ".",
  },
};
