import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Step } from '../../../shared/contracts/assessments';

/**
 * The little of the assessments that lives in the app's store (it is in the first JavaScript, so
 * it stays tiny): the spec's `comeupValue` flag (§3, default false, set by skipping the value
 * comeup page), and a count of steps submitted (or imported from a visitor's answers) in this
 * session, which tells the shell to look again whether the feedback dialog is due without
 * checking on every navigation, and the result views to fetch the report again.
 */
interface AssessmentsState {
  comeupValue: boolean;
  submittedInSession: number;
}

const initialState: AssessmentsState = { comeupValue: false, submittedInSession: 0 };

export const assessmentsSlice = createSlice({
  name: 'assessments',
  initialState,
  reducers: {
    skipComeupValue(state) {
      state.comeupValue = true;
    },
    stepSubmitted(state, _action: PayloadAction<Step>) {
      state.submittedInSession += 1;
    },
    /** A visitor's answers moved into the account: results may be new, as after a submit. */
    answersImported(state, _action: PayloadAction<Step[]>) {
      state.submittedInSession += 1;
    },
  },
  selectors: {
    selectComeupValue: (state) => state.comeupValue,
  },
});

export const { skipComeupValue, stepSubmitted, answersImported } = assessmentsSlice.actions;
export const { selectComeupValue } = assessmentsSlice.selectors;
