/** The inquiry modal's title and its toasts (SPEC §2, §8). */
export const INQUIRY_TITLE = 'Inquire About This Property';
export const INQUIRY_SUCCESS = "Inquiry submitted successfully! We'll contact you soon.";
export const INQUIRY_FAILURE = 'Failed to submit inquiry. Please try again.';
