import fs from 'node:fs';
import { checkFormFile, type FormCheck } from './checkForm';

/** A form file from the disk, parsed and checked; unreadable or not JSON is a problem too. */
export function readFormFile(file: string): FormCheck {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`${file} cannot be read: ${(error as Error).message}`] };
  }
  try {
    return checkFormFile(JSON.parse(text));
  } catch (error) {
    return { ok: false, problems: [`${file} is not JSON: ${(error as Error).message}`] };
  }
}
