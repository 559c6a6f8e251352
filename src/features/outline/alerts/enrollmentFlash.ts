/** The flash message code of the enrolment confirmation (spec §4 "enrolled successfully"). */
export const ENROLLMENT_SUCCESS_CODE = 'enrollment-success';
