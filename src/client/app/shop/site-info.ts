/** The school's contact details shown in the shop's chrome. */
export const SUPPORT_EMAIL = 'musical@gesamtschule-stadtpark.de';
