export const CONTACT_RECEIVED = "Thank you for contacting us! We'll get back to you soon.";
