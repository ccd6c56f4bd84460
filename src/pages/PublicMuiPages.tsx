import { Routes } from 'react-router-dom';
import { MuiFrame } from '../layout/MuiFrame';
import { accountRoutes } from './accountRoutes';

/** The account pages other than sign-in, in the light shell: MUI and the app's theme come with them. */
export function PublicMuiPages() {
  return (
    <MuiFrame>
      <Routes>{accountRoutes}</Routes>
    </MuiFrame>
  );
}
