// A 360° panorama drawn with raw WebGL 1: one full-screen triangle whose fragment shader turns each pixel's view
// ray into longitude and latitude and samples the equirectangular image there. No geometry, no library, and it
// runs on the cheapest phones (WebGL 1, mediump where highp is missing).

export interface PanoramaView {
  /** Degrees, 0 = the image's centre column; positive turns right. */
  yaw: number;
  /** Degrees, positive looks up. */
  pitch: number;
  /** Vertical field of view in degrees. */
  fov: number;
}

export const FOV_MIN = 30;
export const FOV_MAX = 100;
const PITCH_LIMIT = 85;

/** Keeps a view within what looks right: pitch short of the poles, fov in range, yaw in (-180, 180]. */
export function clampView(view: PanoramaView): PanoramaView {
  const yaw = ((((view.yaw + 180) % 360) + 360) % 360) - 180;
  return {
    yaw: yaw === -180 ? 180 : yaw,
    pitch: Math.min(PITCH_LIMIT, Math.max(-PITCH_LIMIT, view.pitch)),
    fov: Math.min(FOV_MAX, Math.max(FOV_MIN, view.fov)),
  };
}

const vertexShader = `
attribute vec2 a_position;
varying vec2 v_ndc;
void main() {
  v_ndc = a_position;
  gl_Position = vec4(a_position, 0.0, 1.0);
}`;

const fragmentShader = `
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif
uniform sampler2D u_image;
uniform float u_yaw;
uniform float u_pitch;
uniform float u_tanHalfFov;
uniform float u_aspect;
varying vec2 v_ndc;
const float PI = 3.14159265359;
void main() {
  // The ray through this pixel for a camera looking down -z, then pitched about x and turned about y.
  vec3 ray = normalize(vec3(v_ndc.x * u_tanHalfFov * u_aspect, v_ndc.y * u_tanHalfFov, -1.0));
  float cp = cos(u_pitch);
  float sp = sin(u_pitch);
  ray = vec3(ray.x, ray.y * cp - ray.z * sp, ray.y * sp + ray.z * cp);
  float cy = cos(u_yaw);
  float sy = sin(u_yaw);
  ray = vec3(ray.x * cy - ray.z * sy, ray.y, ray.x * sy + ray.z * cy);
  float longitude = atan(ray.x, -ray.z);
  float latitude = asin(clamp(ray.y, -1.0, 1.0));
  gl_FragColor = texture2D(u_image, vec2(longitude / (2.0 * PI) + 0.5, 0.5 - latitude / PI));
}`;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL could not create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(shader);
    gl.deleteShader(shader);
    throw new Error(`WebGL shader failed to compile: ${log}`);
  }
  return shader;
}

/**
 * The image as WebGL can take it: phones often cap textures at 4096 px while uploads may be 8192 px wide, so a
 * larger image is scaled down once on a 2D canvas (a little detail lost beats a black screen).
 */
function fitTexture(image: HTMLImageElement | ImageBitmap, maxSize: number): TexImageSource {
  const width = image instanceof HTMLImageElement ? image.naturalWidth : image.width;
  const height = image instanceof HTMLImageElement ? image.naturalHeight : image.height;
  if (width <= maxSize && height <= maxSize) return image;
  const scale = maxSize / Math.max(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(width * scale);
  canvas.height = Math.floor(height * scale);
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

interface GlState {
  program: WebGLProgram;
  texture: WebGLTexture;
  uniforms: Record<'yaw' | 'pitch' | 'tanHalfFov' | 'aspect', WebGLUniformLocation | null>;
}

export class PanoramaRenderer {
  private readonly gl: WebGLRenderingContext;
  private state: GlState | null = null;
  private image: TexImageSource | null = null;

  /** Throws when the browser has no WebGL (turned off, blocklisted GPU, very old phone). */
  constructor(private readonly canvas: HTMLCanvasElement) {
    const gl = canvas.getContext('webgl', { antialias: false, depth: false, alpha: false });
    if (!gl) throw new Error('WebGL is not available');
    this.gl = gl;
    this.state = this.setup();
  }

  private setup(): GlState {
    const gl = this.gl;
    const program = gl.createProgram();
    const texture = gl.createTexture();
    const buffer = gl.createBuffer();
    if (!program || !texture || !buffer) throw new Error('WebGL could not allocate resources');
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertexShader));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragmentShader));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
      throw new Error(`WebGL program failed to link: ${gl.getProgramInfoLog(program)}`);
    }
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
    gl.useProgram(program);
    // One triangle that covers the whole screen (its corners beyond the edges are clipped away).
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
    const position = gl.getAttribLocation(program, 'a_position');
    gl.enableVertexAttribArray(position);
    gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    // No mipmaps: panoramas are rarely power-of-two sized, and mipmaps would draw a seam where longitude wraps.
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.uniform1i(gl.getUniformLocation(program, 'u_image'), 0);
    const uniforms = {
      yaw: gl.getUniformLocation(program, 'u_yaw'),
      pitch: gl.getUniformLocation(program, 'u_pitch'),
      tanHalfFov: gl.getUniformLocation(program, 'u_tanHalfFov'),
      aspect: gl.getUniformLocation(program, 'u_aspect'),
    };
    if (this.image) this.upload(this.image);
    return { program, texture, uniforms };
  }

  private upload(image: TexImageSource) {
    const gl = this.gl;
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, image);
  }

  setImage(image: HTMLImageElement | ImageBitmap) {
    const maxSize = Number(this.gl.getParameter(this.gl.MAX_TEXTURE_SIZE)) || 2048;
    this.image = fitTexture(image, Math.min(maxSize, 8192));
    this.upload(this.image);
  }

  /** After the GPU dropped the context (a phone under memory pressure): rebuild with the same image. */
  restore() {
    this.state = this.setup();
  }

  /** Matches the drawing buffer to the canvas's size on screen (device pixels, capped for slow GPUs). */
  resize(maxPixelRatio = 2) {
    const ratio = Math.min(window.devicePixelRatio || 1, maxPixelRatio);
    const width = Math.max(1, Math.round(this.canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(this.canvas.clientHeight * ratio));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
  }

  render(view: PanoramaView) {
    const gl = this.gl;
    if (!this.state || !this.image || gl.isContextLost()) return;
    const { uniforms } = this.state;
    const radians = Math.PI / 180;
    gl.viewport(0, 0, this.canvas.width, this.canvas.height);
    gl.uniform1f(uniforms.yaw, view.yaw * radians);
    gl.uniform1f(uniforms.pitch, view.pitch * radians);
    gl.uniform1f(uniforms.tanHalfFov, Math.tan((view.fov * radians) / 2));
    gl.uniform1f(uniforms.aspect, this.canvas.width / this.canvas.height);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  }

  dispose() {
    if (this.state && !this.gl.isContextLost()) {
      this.gl.deleteTexture(this.state.texture);
      this.gl.deleteProgram(this.state.program);
    }
    this.state = null;
    if (typeof ImageBitmap !== 'undefined' && this.image instanceof ImageBitmap) this.image.close();
    this.image = null;
    // Frees the GPU memory now instead of whenever the garbage collector gets to it.
    this.gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
