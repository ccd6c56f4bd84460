import { useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { Alert, LinearProgress } from '@mui/material';
import { ProfileSection } from '../profile/ProfileSection';
import { enrolSelfie, withdrawConsent } from './api';
import { FaceConsentForm } from './FaceConsentForm';
import { FaceSearchOn } from './FaceSearchOn';
import { SelfieCamera } from './SelfieCamera';
import { useFaceSearch } from './useFaceSearch';

/**
 * "Find my photos" on the profile (docs/faces.md): the plain-language explanation and its version,
 * opting in and out, and the face to look for (a selfie from the camera, an uploaded photo, or the
 * verified profile photo). A selfie must match the verified profile photo; without one it waits for
 * staff, and the section says so before and after. Only shown to a student.
 */
export function FaceSearchCard() {
  const translate = useTranslate();
  const search = useFaceSearch();
  const { state, busy, problem, run } = search;
  const [agreed, setAgreed] = useState(false);
  const [camera, setCamera] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  if (!state) return null;
  return (
    <ProfileSection id="faces" title={translate('app.faces.title')} help={translate('app.faces.intro')}>
      {!state.enabled ? (
        <Alert severity="info">{translate('app.faces.disabled')}</Alert>
      ) : !state.consent ? (
        <FaceConsentForm state={state} search={search} agreed={agreed} onAgree={setAgreed} />
      ) : (
        <FaceSearchOn
          state={state}
          consentedAt={state.consent}
          search={search}
          onCamera={() => setCamera(true)}
          input={input}
          onTurnOff={() => setConfirmOff(true)}
        />
      )}
      {busy ? <LinearProgress sx={{ marginBlockStart: 2 }} /> : null}
      {problem ? (
        <Alert severity="error" sx={{ marginBlockStart: 2 }} data-testid="faces-problem">
          {problem}
        </Alert>
      ) : null}
      {/* dialogs: rendered in a portal, outside the card */}
      <SelfieCamera
        open={camera}
        onClose={() => setCamera(false)}
        onCapture={(image) => {
          setCamera(false);
          void run(() => enrolSelfie(image), search.selfieSent);
        }}
      />
      <Confirm
        isOpen={confirmOff}
        title={translate('app.faces.turn_off_title')}
        content={translate('app.faces.turn_off_confirm')}
        onClose={() => setConfirmOff(false)}
        onConfirm={() => {
          setConfirmOff(false);
          setAgreed(false);
          void run(withdrawConsent, translate('app.faces.withdrawn'));
        }}
      />
    </ProfileSection>
  );
}
