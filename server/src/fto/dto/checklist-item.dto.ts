import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A checklist item as a STATE ADMIN edits it. */
export class ChecklistItemDto {
  @IsInt({ message: 'sort_order must be a whole number.' })
  @Min(1, { message: 'sort_order must be 1 or more.' })
  @Max(10000, { message: 'sort_order must be at most 10000.' })
  sort_order: number;

  @Transform(trim)
  @IsString({ message: 'The Kannada title is required.' })
  @IsNotEmpty({ message: 'The Kannada title is required.' })
  @MaxLength(300, { message: 'The Kannada title may have at most 300 characters.' })
  checklist_title_kn: string;

  @Transform(trim)
  @IsString({ message: 'The English title is required.' })
  @IsNotEmpty({ message: 'The English title is required.' })
  @MaxLength(300, { message: 'The English title may have at most 300 characters.' })
  checklist_title_en: string;

  @IsIn(['Y', 'N'], { message: 'CB must be Y or N.' })
  CB: 'Y' | 'N';

  @IsIn([2, 3], { message: 'CB_C must be 2 (Satisfactory / Unsatisfactory) or 3 (adds Not Applicable).' })
  CB_C: number;

  @IsIn(['Y', 'N'], { message: 'INP must be Y or N.' })
  INP: 'Y' | 'N';

  @ValidateIf((o: ChecklistItemDto) => o.INP === 'Y')
  @Transform(trim)
  @IsString({ message: 'The input label (INP_tittle) is required when INP is Y.' })
  @IsNotEmpty({ message: 'The input label (INP_tittle) is required when INP is Y.' })
  @MaxLength(150, { message: 'The input label may have at most 150 characters.' })
  INP_tittle?: string | null;

  @IsIn(['Y', 'N'], { message: 'Remark must be Y or N.' })
  Remark: 'Y' | 'N';

  @IsIn(['Y', 'N'], { message: 'imgages must be Y or N.' })
  imgages: 'Y' | 'N';

  // Left out it stays true; null is not "left out" (the column is NOT NULL).
  @ValidateIf((_: ChecklistItemDto, value: unknown) => value !== undefined)
  @IsBoolean({ message: 'is_active must be true or false.' })
  is_active: boolean = true;
}
