/**
 * A thumb's target on a phone (issue 43 item 3): every button, radio, checkbox and input frame
 * under the element at least 44x44 px below 600 px wide. One `sx` for the field engineer's
 * screens built on MUI (the works lists, the work file and its dialogs); the top bar, plain
 * HTML, has the same rule in its CSS.
 */
export const TOUCH_TARGET_PX = 44;

export const phoneTouchTargets = {
  '@media (max-width: 599.98px)': {
    '& .MuiButton-root, & .MuiIconButton-root, & .MuiRadio-root, & .MuiCheckbox-root': {
      minWidth: TOUCH_TARGET_PX,
      minHeight: TOUCH_TARGET_PX,
    },
    '& .MuiInputBase-root, & .MuiPickersInputBase-root': { minHeight: TOUCH_TARGET_PX },
  },
} as const;
