// The pure rules of profile verification: PAN holder category, Aadhaar, Indian states and union territories, PIN,
// IFSC, UPI ids, the age of majority, and the lists a profile chooses from (income, occupation, gender, nominee).
import { differenceInYears, isValid, parseISO } from 'date-fns';
import { PAN_PATTERN } from '../validation/pan.ts';

/** §5 PAN AAAAA0000A: the 4th letter is the holder's category (Income Tax Department's table). */
export const PAN_HOLDER_CATEGORIES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family',
  F: 'Firm',
  A: 'Association of Persons',
  T: 'Trust',
  B: 'Body of Individuals',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government',
} as const;
export type PanHolderCategory = keyof typeof PAN_HOLDER_CATEGORIES;

/** The holder category of a well-formed PAN, or null when the 4th letter is no category. */
export function panHolderCategory(pan: string): PanHolderCategory | null {
  if (!PAN_PATTERN.test(pan)) return null;
  const letter = pan.charAt(3);
  return letter in PAN_HOLDER_CATEGORIES ? (letter as PanHolderCategory) : null;
}

export const PAN_NOT_A_CATEGORY = 'The 4th letter of a PAN is the holder category; this one is none';
export const PAN_NOT_INDIVIDUAL = "A personal account needs an individual's PAN (its 4th letter is P)";

/** A personal account is opened with an individual's PAN; the refusal says why, or null when it is one. */
export function individualPanError(pan: string): string | null {
  const category = panHolderCategory(pan);
  if (category === null) return PAN_NOT_A_CATEGORY;
  return category === 'P' ? null : PAN_NOT_INDIVIDUAL;
}

/** Aadhaar: 12 digits, never starting with 0 or 1 (UIDAI). Only the last four are ever kept. */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;
export const AADHAAR_INVALID = 'Enter your 12-digit Aadhaar number';
export function aadhaarLastFour(aadhaar: string): string {
  return aadhaar.slice(-4);
}

/** The 28 states and 8 union territories of India, as a person picks them for an address. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export const STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;
export type IndianState = (typeof STATES_AND_UNION_TERRITORIES)[number];

/** India Post PIN: 6 digits, the first (the postal region) 1–9. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;
export const PIN_INVALID = 'Enter a 6-digit PIN code';

/** RBI IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_INVALID = 'Enter an IFSC like HDFC0000123: 4 letters, a zero, 6 letters or digits';

/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
export const BANK_ACCOUNT_INVALID = 'Enter your account number: 9 to 18 digits';

/** A UPI id (virtual payment address): handle@provider. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
export const UPI_ID_INVALID = 'Enter a UPI id like name@bank';

/** A person may open an account from 18 (Indian Majority Act). */
export const MINIMUM_AGE = 18;
export const UNDER_AGE = `You must be ${MINIMUM_AGE} or older to open an account`;
export const DATE_INVALID = 'Enter a date as YYYY-MM-DD';

/** Whole years between an ISO date of birth (YYYY-MM-DD) and today; null when the date is not one. */
export function ageOn(dob: string, today: Date): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const date = parseISO(dob);
  if (!isValid(date) || date > today) return null;
  return differenceInYears(today, date);
}

export function isAdult(dob: string, today: Date): boolean {
  const age = ageOn(dob, today);
  return age !== null && age >= MINIMUM_AGE;
}

/** Annual income ranges a profile declares (PMLA customer due diligence). */
export const INCOME_RANGES = [
  'Below ₹1 lakh',
  '₹1–5 lakh',
  '₹5–10 lakh',
  '₹10–25 lakh',
  '₹25 lakh–1 crore',
  'Above ₹1 crore',
] as const;
export const OCCUPATIONS = [
  'Salaried',
  'Self-employed',
  'Business',
  'Professional',
  'Student',
  'Retired',
  'Homemaker',
  'Agriculture',
  'Other',
] as const;
export const GENDERS = ['Male', 'Female', 'Transgender'] as const;
/** §5 nominee relationship. */
export const NOMINEE_RELATIONSHIPS = [
  'Spouse',
  'Father',
  'Mother',
  'Son',
  'Daughter',
  'Brother',
  'Sister',
  'Other',
] as const;

/** Names compare as upper-case words separated by single spaces (registries print them so). */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The IFSC look-up in one line: the bank, the branch and city where known, the code. */
export function ifscLine(details: {
  bank: string;
  ifsc: string;
  branch: string | null;
  city: string | null;
}): string {
  const branch = details.branch && details.city ? `${details.branch}, ${details.city}` : details.branch;
  return [details.bank, branch, details.ifsc].filter(Boolean).join(' · ');
}
