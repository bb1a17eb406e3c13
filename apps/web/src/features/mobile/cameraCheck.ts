import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CAMERA_ERROR_MESSAGE, QR_CAMERA_IDEAL } from "@stockroom/core";

export interface CameraCheck {
  status: "success" | "error" | "warning";
  message: string;
  details: Record<string, unknown>;
}

/**
 * Really opens the camera, as 'Scan next' does (the back camera at 1280×720 ideal), and says
 * what happened (issue 20: the API existing is not the camera working): the track it got,
 * or the error's name (NotAllowedError: no permission; NotFoundError: no camera;
 * NotReadableError: in use elsewhere). The camera is released at once.
 */
export async function checkCamera(): Promise<CameraCheck> {
  if (typeof navigator.mediaDevices?.getUserMedia !== "function") {
    return {
      status: "warning",
      message: i18n._(msg`Camera API not available (needs HTTPS or localhost)`),
      details: { secureContext: window.isSecureContext },
    };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: {
        facingMode: "environment",
        width: { ideal: QR_CAMERA_IDEAL.width },
        height: { ideal: QR_CAMERA_IDEAL.height },
      },
    });
    const [track] = stream.getVideoTracks();
    const settings = track?.getSettings() ?? {};
    for (const t of stream.getTracks()) t.stop();
    return {
      status: "success",
      message: i18n._(
        msg`Camera opened${settings.width && settings.height ? ` (${settings.width}×${settings.height})` : ""}`,
      ),
      details: { label: track?.label ?? "", width: settings.width, height: settings.height },
    };
  } catch (err) {
    const name = err instanceof Error ? err.name : "Error";
    return {
      status: "error",
      message: `${CAMERA_ERROR_MESSAGE} (${name})`,
      details: {
        name,
        message: err instanceof Error ? err.message : String(err),
        secureContext: window.isSecureContext,
      },
    };
  }
}
